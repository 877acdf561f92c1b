/** The ReviewKaro word mark with its star; `markOnlyOnPhones` keeps just the star below 640 px. */
export function Logo({ markOnlyOnPhones = false }: { markOnlyOnPhones?: boolean }) {
  return (
    <span className="flex items-center gap-2 text-lg font-extrabold tracking-tight text-ink-950">
      <svg viewBox="0 0 32 32" className="size-7" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#0f766e" />
        <path
          fill="#fbbf24"
          d="M16 6.5l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L16 20.9 10.3 24l1.2-6.4-4.7-4.4 6.4-.8z"
        />
      </svg>
      <span className={markOnlyOnPhones ? "hidden sm:inline" : undefined}>
        Review<span className="text-brand-700">Karo</span>
      </span>
    </span>
  );
}
