/** The nestjsx/crud page shape the AOD lists answer (spec 03 "AOD"): page from 1. */
export interface CrudQuery {
  page: number;
  limit: number;
  sort?: string;
}

export const crudPage = <T>(data: T[], total: number, { page, limit }: CrudQuery) => ({
  data,
  total,
  page,
  pageCount: Math.ceil(total / limit),
  count: data.length,
});
