/**
 * The Search screens (/search), loaded as one chunk on the first visit (routes/search.routes.tsx),
 * so the entry and the other areas never carry them.
 */
export { SearchNoStationScreen } from './SearchNoStationScreen';
export { SearchScreen } from './SearchScreen';
