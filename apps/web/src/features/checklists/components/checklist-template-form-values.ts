import { z } from 'zod';
import {
  checklistTemplateInputSchema,
  type ChecklistTemplate,
} from '@groundwork/shared/checklists/schemas';

/** What the form's inputs hold: the name, and each item's text in its row (rows need objects). */
export interface TemplateFormValues {
  name: string;
  items: { text: string }[];
}

/** An issue's path in the body (`items.2`) as the form's field (`items.5.text`). */
function formPathOf(path: PropertyKey[], rowsOfItems: number[]): PropertyKey[] {
  const [field, index] = path;
  if (field !== 'items' || typeof index !== 'number') return path;
  return ['items', rowsOfItems[index] ?? index, 'text'];
}

/**
 * The form's text turned into the body and checked by the shared schema. A row left blank is no
 * item (Enter and Add Item leave one ready to type in), so it is dropped rather than refused.
 */
export const templateFormSchema = z
  .object({ name: z.string(), items: z.array(z.object({ text: z.string() })) })
  .transform((values, ctx) => {
    const rowsOfItems = values.items.flatMap((item, row) => (item.text.trim() ? [row] : []));
    const result = checklistTemplateInputSchema.safeParse({
      name: values.name,
      items: rowsOfItems.map((row) => values.items[row]?.text),
    });
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      ctx.addIssue({
        code: 'custom',
        message: issue.message,
        path: formPathOf(issue.path, rowsOfItems),
      });
    }
    return z.NEVER;
  });

/** A new template starts with one empty item to type in. */
export function formValuesOf(template?: ChecklistTemplate): TemplateFormValues {
  return {
    name: template?.name ?? '',
    items: (template?.items ?? ['']).map((text) => ({ text })),
  };
}
