import { MOBILE_BREAKPOINT_PX } from '@groundwork/shared/common/constants';
import { useViewportWidth } from './viewport-width';

const isMobileWidth = (width: number) => width < MOBILE_BREAKPOINT_PX;

/** True on phone-width screens, where the layout switches to the mobile bottom bar. */
export function useIsMobile(): boolean {
  return useViewportWidth(isMobileWidth, false);
}
