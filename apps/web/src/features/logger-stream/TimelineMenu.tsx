/** A menu that opens where the user clicked on the timeline (the cursor and selection menus). */
import type { ReactNode } from 'react';
import { Menu } from '@mantine/core';

export interface MenuAnchor {
  x: number;
  y: number;
}

export interface TimelineMenuProps {
  anchor: MenuAnchor | null;
  label: string;
  onClose(): void;
  children: ReactNode;
}

export function TimelineMenu({ anchor, label, onClose, children }: TimelineMenuProps) {
  return (
    <Menu opened={anchor !== null} onClose={onClose} position="bottom-start" withinPortal shadow="md" trapFocus>
      <Menu.Target>
        {/* A zero-size target at the click, in viewport coordinates, for the dropdown to hang from;
            the dropdown takes its accessible name from it. */}
        <div
          aria-hidden
          aria-label={label}
          style={{ position: 'fixed', left: anchor?.x ?? 0, top: anchor?.y ?? 0, width: 0, height: 0 }}
        />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{label}</Menu.Label>
        {children}
      </Menu.Dropdown>
    </Menu>
  );
}
