import { type ComponentType, lazy, useState } from "react";

/**
 * React.lazy, except that once its module has arrived it is drawn at once instead of suspending.
 * React 19 holds back the reveal of a Suspense boundary whose fallback has just been shown by up
 * to 300 ms (its fallback throttle), so a dialog whose code is already here must not suspend at
 * all: on a phone that was 300 ms between the dialog's code arriving and the dialog showing
 * (BENCHMARKS, issue 50). Which of the two a mount draws is kept for that mount: a component must
 * not change type under its own state. `preload` starts the download without drawing anything.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: a factory like React.lazy, called once at a module's top level.
  function LazyComponent(props: P) {
    const [Chosen] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Chosen {...props} />;
  }
  return Object.assign(LazyComponent, { preload });
}
