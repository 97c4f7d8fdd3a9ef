import type { ReactNode } from 'react';

type TabsProps<T extends string> = {
  /** Prefix of the tabs' ids (`${id}-tab-${tab}`) and of their panel's (`${id}-panel`), shared with `TabPanel`. */
  id: string;
  /** What the row of tabs is, for a screen reader. */
  label: string;
  tabs: readonly T[];
  labels: Readonly<Record<T, string>>;
  chosen: T;
  onChoose: (tab: T) => void;
  className?: string;
};

/** A row of tabs over one panel (styles/components.css `.tabs`): the chosen one underlined. */
export function Tabs<T extends string>({ id, label, tabs, labels, chosen, onChoose, className }: TabsProps<T>) {
  return (
    <div className={className ? `tabs ${className}` : 'tabs'} role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          id={`${id}-tab-${tab}`}
          aria-selected={chosen === tab}
          aria-controls={`${id}-panel`}
          className={`tabs__tab${chosen === tab ? ' tabs__tab--active' : ''}`}
          onClick={() => onChoose(tab)}
        >
          {labels[tab]}
        </button>
      ))}
    </div>
  );
}

type TabPanelProps = {
  /** The same `id` as the `Tabs` above it. */
  id: string;
  chosen: string;
  className?: string;
  children: ReactNode;
};

/** The panel the chosen tab shows, labelled by that tab. */
export function TabPanel({ id, chosen, className, children }: TabPanelProps) {
  return (
    <section id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${chosen}`} className={className}>
      {children}
    </section>
  );
}
