/** A match's review (issue 33 point 4): PUT …/audit/matches/{matchId} with ACCEPTED, REJECTED or AUTO. */
import type { MatchReview } from '@antena/contract';
import { endpoints } from '@antena/contract/endpoints';
import type { ApiClient } from '../../../lib/api-client';

export const reviewAuditMatch = (api: ApiClient, stationId: string, matchId: string, review: MatchReview) =>
  api.call(endpoints.reviewAuditMatch, { params: { id: stationId, matchId }, body: { review } });
