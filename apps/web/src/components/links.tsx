/**
 * Typed in-app links: Mantine's Anchor, Button, ActionIcon and NavLink made into TanStack Router
 * links (createLink), so `to`, `params` and `search` are checked against the route tree. Each
 * renders a real <a href> (middle-click and modified clicks stay the browser's), navigates in
 * the app on a plain click and preloads the route on intent, as the router is set up to.
 */
import type { Ref } from 'react';
import {
  ActionIcon,
  Anchor,
  Button,
  NavLink,
  type ActionIconProps,
  type AnchorProps,
  type ButtonProps,
  type ElementProps,
  type NavLinkProps,
} from '@mantine/core';
import { createLink, type LinkComponent, type RegisteredRouter, type ToOptions } from '@tanstack/react-router';

type AppPath = keyof RegisteredRouter['routesByPath'] & string;

/**
 * Where a link goes, as data for components that render it (breadcrumbs, row actions, cards):
 * one route of the app with its params and search, checked as strictly as `<Link>`'s own props.
 * Pinning `to` per route makes a missing or misnamed param a type error.
 */
export type LinkTarget = { [P in AppPath]: ToOptions<RegisteredRouter, '/', P> & { to: P } }[AppPath];

// A link marks itself aria-current="page" only when it points at this very page: the router's
// default (any ancestor path) would mark the "Admin" breadcrumb as the current page.
const EXACT = { exact: true } as const;

type AsAnchor<P> = P & ElementProps<'a', Extract<keyof P, string>> & { ref?: Ref<HTMLAnchorElement> };

function MantineAnchor(props: AsAnchor<AnchorProps>) {
  return <Anchor {...props} />;
}
function MantineButton(props: AsAnchor<ButtonProps>) {
  return <Button component="a" {...props} />;
}
function MantineActionIcon(props: AsAnchor<ActionIconProps>) {
  return <ActionIcon component="a" {...props} />;
}
function MantineNavLink(props: AsAnchor<NavLinkProps>) {
  return <NavLink component="a" {...props} />;
}

const AnchorRouterLink = createLink(MantineAnchor);
const ButtonRouterLink = createLink(MantineButton);
const ActionIconRouterLink = createLink(MantineActionIcon);
const NavRouterLink = createLink(MantineNavLink);

export const AnchorLink: LinkComponent<typeof MantineAnchor> = (props) => (
  <AnchorRouterLink activeOptions={EXACT} {...props} />
);
export const ButtonLink: LinkComponent<typeof MantineButton> = (props) => (
  <ButtonRouterLink activeOptions={EXACT} {...props} />
);
export const ActionIconLink: LinkComponent<typeof MantineActionIcon> = (props) => (
  <ActionIconRouterLink activeOptions={EXACT} {...props} />
);
export const NavLinkLink: LinkComponent<typeof MantineNavLink> = (props) => (
  <NavRouterLink activeOptions={EXACT} {...props} />
);
