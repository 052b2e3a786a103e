/**
 * Links to a fragment's info page (/fragments/s/{slug}/fragment/{id}, features/fragments) as
 * props of an <a>: a real href, and a plain click navigating in the app. Built from the router
 * caught here because the toasts render outside it; a modified click (new tab) stays the browser's.
 */
import { useCallback, type MouseEvent } from 'react';
import { useRouter } from '@tanstack/react-router';
import { fragmentPath } from './fragments.api';

export function useFragmentLink(stationSlug: string) {
  const router = useRouter();
  return useCallback(
    (fragmentId: string, beforeOpen?: () => void) => {
      const href = fragmentPath(stationSlug, fragmentId);
      const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        beforeOpen?.();
        router.history.push(href);
      };
      return { href, onClick };
    },
    [router, stationSlug],
  );
}
