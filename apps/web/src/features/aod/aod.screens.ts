/** The AOD screens: one lazy chunk (routes/aod.routes.tsx). */
export { AodManualRunScreen } from './AodManualRunScreen';
export { AodRuleAddScreen, AodRuleEditScreen } from './AodRuleFormScreen';
export { AodRuleScreen } from './AodRuleScreen';
export { AodRulesScreen } from './AodRulesScreen';
export { AodRunScreen } from './AodRunScreen';
export { AodRunsScreen } from './AodRunsScreen';
