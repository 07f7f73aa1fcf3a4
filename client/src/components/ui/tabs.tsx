import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';

export const Tabs = RadixTabs.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return <RadixTabs.List className={cn('inline-flex flex-wrap gap-1 rounded-card bg-muted p-1', className)} {...props} />;
}

/** The ids that join a trigger to its panel when the page draws the open panel itself (`TabPanel`). */
const triggerId = (group: string, value: string) => `${group}-tab-${value}`;
const panelId = (group: string, value: string) => `${group}-panel-${value}`;

/** A tab; `group` (the page's `useId()`) names it for a `TabPanel` of the same group. */
export function TabsTrigger({ className, group, ...props }: ComponentProps<typeof RadixTabs.Trigger> & { group?: string }) {
  return (
    <RadixTabs.Trigger
      {...(group ? { id: triggerId(group, props.value), 'aria-controls': panelId(group, props.value) } : {})}
      className={cn(
        'rounded-[calc(var(--radius)*0.75)] px-3 py-1.5 text-sm font-medium text-muted-fg',
        'data-[state=active]:bg-card data-[state=active]:text-card-fg data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={cn('mt-4', className)} {...props} />;
}

/**
 * The open tab's panel of a controlled `Tabs`, drawn by the page for the tab it holds (`<TabPanel group value={tab}>`):
 * a plain element, where Radix's TabsContent draws its content a second time just after mounting it (issue 16: on a
 * slow phone that second pass came before the screen's text was painted). Its triggers take the same `group`.
 */
export function TabPanel({ group, value, className, ...props }: ComponentProps<'div'> & { group: string; value: string }) {
  return <div role="tabpanel" id={panelId(group, value)} aria-labelledby={triggerId(group, value)} tabIndex={0} className={cn('mt-4', className)} {...props} />;
}
