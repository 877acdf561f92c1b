import * as TabsPrimitive from "@radix-ui/react-tabs";
import type { ComponentProps } from "react";
import { cn } from "./cn";

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn("grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-ink-100 p-1", className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        "inline-flex min-h-10 min-w-0 flex-wrap items-center justify-center gap-x-1.5 gap-y-0.5 rounded-lg px-2 py-1.5 text-center text-sm leading-tight font-semibold text-ink-700 data-[state=active]:bg-white data-[state=active]:text-ink-950 data-[state=active]:shadow-sm sm:px-3",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn("mt-4", className)} {...props} />;
}
