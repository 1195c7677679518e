import { adminNav } from '../../navigation';
import { dashboardLayout } from '../dashboard-layout';

const layout = dashboardLayout('admin', 'Admin Panel', adminNav);
export const clientLoader = layout.clientLoader;
/** Filters changing on a page do not check the session again; going to another page does. */
export const shouldRevalidate = layout.shouldRevalidate;
/** Nothing protected renders while the session is checked. */
export const HydrateFallback = layout.HydrateFallback;
export default layout.Layout;
