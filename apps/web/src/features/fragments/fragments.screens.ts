/**
 * The fragment screens (/fragments), loaded as one chunk on the first visit
 * (routes/fragments.routes.tsx), so the entry and the other areas never carry them.
 */
export { FragmentExportScreen } from './FragmentExportScreen';
export { FragmentInfoScreen } from './FragmentInfoScreen';
export { FragmentLayout } from './FragmentLayout';
export { FragmentsListScreen } from './FragmentsListScreen';
export { FragmentsNoStationScreen } from './FragmentsNoStationScreen';
