/** GET and PUT /v2/audit/config: the caller's client's audit configuration (spec 03 section 7). */
import { queryOptions } from '@tanstack/react-query';
import type { AuditConfigUpdate } from '@antena/contract';
import { endpoints } from '@antena/contract/endpoints';
import type { ApiClient } from '../../lib/api-client';

export const auditConfigQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['audit-config'] as const,
    queryFn: ({ signal }) => api.call(endpoints.getAuditConfig, { signal }),
  });

export const updateAuditConfig = (api: ApiClient, body: AuditConfigUpdate) =>
  api.call(endpoints.updateAuditConfig, { body });
