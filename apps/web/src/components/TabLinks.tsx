/**
 * A tab bar whose selected tab lives in a search parameter (spec 01: "A tab state lives in a
 * query parameter (default name tab)"), so tabs survive reloads and can be linked to.
 */
import type { ReactNode } from 'react';
import { Tabs } from '@mantine/core';
import { useLocation, useRouter } from '@tanstack/react-router';

export interface TabLink {
  value: string;
  label: string;
  icon?: ReactNode;
  hidden?: boolean;
}

export interface TabLinksProps {
  tabs: TabLink[];
  /** The search parameter name; spec default 'tab'. */
  param?: string;
  /** Shown when the parameter is missing or names a hidden/unknown tab. */
  defaultValue?: string;
  label: string;
  children?: ReactNode;
}

export function TabLinks({ tabs, param = 'tab', defaultValue, label, children }: TabLinksProps) {
  const router = useRouter();
  const location = useLocation();
  const visible = tabs.filter((tab) => !tab.hidden);
  const current = new URLSearchParams(location.searchStr).get(param);
  const active = visible.some((tab) => tab.value === current) ? current : (defaultValue ?? visible[0]?.value ?? null);

  const select = (value: string | null) => {
    if (!value) return;
    const search = new URLSearchParams(location.searchStr);
    search.set(param, value);
    router.history.replace(`${location.pathname}?${search.toString()}`);
  };

  return (
    <Tabs value={active} onChange={select} keepMounted={false}>
      <Tabs.List aria-label={label} mb="md">
        {visible.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value} leftSection={tab.icon}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {children}
    </Tabs>
  );
}
