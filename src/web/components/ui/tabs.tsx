import { clsx } from "clsx";
import { Tabs as RadixTabs } from "radix-ui";
import type { ComponentProps } from "react";

/** Tabs (Radix: arrow keys move between tabs, each panel is named by its tab). */
export function Tabs({ className, ...props }: ComponentProps<typeof RadixTabs.Root>) {
  return <RadixTabs.Root className={clsx("space-y-4", className)} {...props} />;
}

/** The row of tabs; it wraps on a phone rather than hiding tabs off-screen. */
export function TabList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return <RadixTabs.List className={clsx("flex flex-wrap gap-1 border-b border-slate-200", className)} {...props} />;
}

/** One tab; the selected one is underlined in blue. */
export function Tab({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={clsx(
        "-mb-px inline-flex items-center gap-2 border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-700 data-[state=active]:border-blue-800 data-[state=active]:text-blue-900",
        className,
      )}
      {...props}
    />
  );
}

/** The content of one tab. */
export function TabPanel({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={clsx("focus-visible:outline-2 focus-visible:outline-blue-700", className)} {...props} />;
}
