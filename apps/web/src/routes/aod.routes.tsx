/**
 * AOD, under /audit/aod (spec 03 "AOD"): the root opens the rules list; rules (list, add, view
 * with ?tab=, edit, manual run) and runs (list with ?ruleId=, view). These static paths win over
 * the audit area's `audit/$` catch-all (aod.routes.test.tsx). The screens are one lazy chunk and
 * say so themselves when the flag or the role is missing (features/aod/AodGate.tsx).
 */
import { createRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { aodRunsSearch } from '../features/aod/aod-search';
import { appRoute } from './app.route';
import { lazyArea } from './lazy-area';

const aodScreens = lazyArea(() => import('../features/aod/aod.screens'));
const AodRulesScreen = aodScreens.screen('AodRulesScreen');
const AodRuleAddScreen = aodScreens.screen('AodRuleAddScreen');
const AodRuleScreen = aodScreens.screen('AodRuleScreen');
const AodRuleEditScreen = aodScreens.screen('AodRuleEditScreen');
const AodManualRunScreen = aodScreens.screen('AodManualRunScreen');
const AodRunsScreen = aodScreens.screen('AodRunsScreen');
const AodRunScreen = aodScreens.screen('AodRunScreen');

const aodIndexRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'audit/aod',
  beforeLoad: () => {
    throw redirect({ to: '/audit/aod/rules' });
  },
});

const rulesRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'audit/aod/rules',
  loader: aodScreens.load,
  component: AodRulesScreen,
});

const ruleAddRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'audit/aod/rules/add',
  loader: aodScreens.load,
  component: AodRuleAddScreen,
});

// The tab lives in ?tab= and is read by TabLinks; kept here so links may name it.
const ruleRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'audit/aod/rules/$ruleId',
  validateSearch: z.object({ tab: z.string().optional() }),
  loader: aodScreens.load,
  component: function AodRuleRoute() {
    const { ruleId } = ruleRoute.useParams();
    return <AodRuleScreen key={ruleId} ruleId={ruleId} />;
  },
});

const ruleEditRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'audit/aod/rules/$ruleId/edit',
  loader: aodScreens.load,
  component: function AodRuleEditRoute() {
    const { ruleId } = ruleEditRoute.useParams();
    return <AodRuleEditScreen key={ruleId} ruleId={ruleId} />;
  },
});

const manualRunRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'audit/aod/rules/$ruleId/manual-run',
  loader: aodScreens.load,
  component: function AodManualRunRoute() {
    const { ruleId } = manualRunRoute.useParams();
    return <AodManualRunScreen key={ruleId} ruleId={ruleId} />;
  },
});

const runsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'audit/aod/runs',
  validateSearch: aodRunsSearch,
  loader: aodScreens.load,
  component: function AodRunsRoute() {
    const search = runsRoute.useSearch();
    const navigate = runsRoute.useNavigate();
    return <AodRunsScreen search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />;
  },
});

const runRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'audit/aod/runs/$runId',
  loader: aodScreens.load,
  component: function AodRunRoute() {
    const { runId } = runRoute.useParams();
    return <AodRunScreen key={runId} runId={runId} />;
  },
});

export const aodRoutes = [
  aodIndexRoute,
  rulesRoute,
  ruleAddRoute,
  ruleRoute,
  ruleEditRoute,
  manualRunRoute,
  runsRoute,
  runRoute,
] as const;
