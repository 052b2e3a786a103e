ALTER TABLE "aod_runs" ADD COLUMN "status_detail" jsonb;--> statement-breakpoint
-- Issue 31 point 8: runs stored their comment as Spanish text; the comments this version wrote
-- become their codes and figures (percentages back to fractions), anything else is kept as TEXT.
UPDATE "aod_runs" SET "status_detail" = CASE
  WHEN "status_comment" = 'No se encontraron schedules asociados a la orden'
    THEN jsonb_build_object('code', 'NO_ORDER_SCHEDULES')
  WHEN "status_comment" ~ '^Eficiencia [0-9.]+ % menor al mínimo [0-9.]+ %$'
    THEN jsonb_build_object(
      'code', 'UNDER_MINIMUM',
      'efficiency', substring("status_comment" from '^Eficiencia ([0-9.]+) %')::numeric / 100,
      'minEfficiency', substring("status_comment" from 'mínimo ([0-9.]+) %$')::numeric / 100)
  WHEN "status_comment" ~ '^Eficiencia [0-9.]+ %, (sin mínimo|mínimo [0-9.]+ %)(; la exportación no terminó)?$'
    THEN jsonb_build_object(
      'code', CASE WHEN "status_comment" LIKE '%; la exportación no terminó' THEN 'EXPORT_UNFINISHED' ELSE 'EXPORTED' END,
      'efficiency', substring("status_comment" from '^Eficiencia ([0-9.]+) %')::numeric / 100,
      'minEfficiency', substring("status_comment" from 'mínimo ([0-9.]+) %')::numeric / 100)
  WHEN "status_comment" LIKE 'Error: %'
    THEN jsonb_build_object('code', 'ERROR', 'errorCode', NULL, 'message', substr("status_comment", 8))
  WHEN "status_comment" IS NOT NULL
    THEN jsonb_build_object('code', 'TEXT', 'text', "status_comment")
END;
