import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

export interface MagazineTab {
  value: string;
  label: string;
  panel: ReactNode;
}

/** Tabs kept in the address (`?tab=`), so a reload or a shared link opens the same one. */
export function MagazineTabs({ tabs, label }: { tabs: MagazineTab[]; label: string }) {
  const [params, setParams] = useSearchParams();
  const first = tabs[0]?.value ?? '';
  const current = tabs.some((tab) => tab.value === params.get('tab')) ? (params.get('tab') ?? first) : first;
  return (
    <Tabs
      value={current}
      onChange={(value) =>
        setParams((existing) => {
          const next = new URLSearchParams(existing);
          next.set('tab', value ?? first);
          next.delete('issue');
          return next;
        })
      }
      keepMounted={false}
    >
      <Tabs.List aria-label={label}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value} pt="md">
          {tab.panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
