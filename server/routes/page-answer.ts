/** The answer schema of a paged organisers' list: `{ data: [item], total, page, pageSize }`. */
export const pageAnswer = <Item extends object>(item: Item) =>
  ({
    200: {
      type: 'object',
      properties: {
        data: { type: 'array', items: item },
        total: { type: 'integer' },
        page: { type: 'integer' },
        pageSize: { type: 'integer' },
      },
    },
  }) as const;
