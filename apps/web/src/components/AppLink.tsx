/**
 * An in-app link from a computed href (sidebar, breadcrumbs): a real <a> for the browser and
 * assistive tech, client-side navigation on a plain click, the browser's own on modified clicks.
 */
import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useRouter } from '@tanstack/react-router';

export type AppLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink({ href, onClick, ...rest }, ref) {
  const router = useRouter();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    if (rest.target && rest.target !== '_self') return;
    event.preventDefault();
    router.history.push(href);
  };
  return <a ref={ref} href={href} onClick={handleClick} {...rest} />;
});
