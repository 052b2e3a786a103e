/** The Content AI screens, one lazy chunk (routes/areas.routes.tsx, routes/fragments.routes.tsx). */
export { ContentDetailScreen } from './contents/ContentDetailScreen';
export { ContentsListScreen } from './contents/ContentsListScreen';
export { FragmentContentAiScreen } from './contents/FragmentContentAiScreen';
