import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@groundwork/shared/common/constants';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** True on phone-width screens, where the layout switches to the mobile bottom bar. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth < MOBILE_BREAKPOINT_PX,
    () => false,
  );
}
