import { z } from 'zod';

/** A numbered page of a list: its items, how many there are in all, the page and its size. */
export function pagedResponse<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
}
