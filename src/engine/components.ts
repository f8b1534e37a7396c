import { z } from 'zod';
import { localTextSchema, type LocalText } from './i18n/local-text';

/**
 * Components a definition may name, with the props each takes. The renderer registers a React
 * component under the same name; the engine only knows how its value is checked.
 */
export const componentContracts = {
  'members-table': {
    description: 'Team members added one by one through a dialog rendering the row form.',
    propsSchema: z
      .object({
        rowForm: z.string().meta({ description: 'Id of the form each row is filled with, e.g. member.' }),
        countField: z.string().optional().meta({ description: 'Field holding how many rows there must be.' }),
        uniqueBy: z.array(z.string()).optional().meta({ description: 'Row fields no two rows may share.' }),
        labelKey: z.string().optional().meta({ description: 'Row field naming a row in the table.' }),
        rowCounts: z
          .array(
            z
              .object({
                field: z.string(),
                value: z.union([z.string(), z.array(z.string())]),
                min: z.number().int().nonnegative().optional(),
                max: z.number().int().nonnegative().optional(),
                when: z
                  .object({ field: z.string(), value: z.union([z.string(), z.array(z.string())]) })
                  .strict()
                  .optional(),
                message: localTextSchema,
              })
              .strict(),
          )
          .optional()
          .meta({
            description: 'Limits on how many rows have a value (e.g. at most 5 members on site), optionally only when a team answer holds.',
          }),
      })
      .strict(),
  },
} as const;

export type ComponentName = keyof typeof componentContracts;
export const COMPONENT_NAMES = Object.keys(componentContracts) as ComponentName[];

export function isComponentName(name: string | undefined): name is ComponentName {
  return name !== undefined && Object.hasOwn(componentContracts, name);
}

export type MembersTableProps = z.infer<(typeof componentContracts)['members-table']['propsSchema']>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isLocalText = (value: unknown): value is LocalText => localTextSchema.safeParse(value).success;

/**
 * A component's props with their texts in one language (the members table's row-count messages); `resolve` gets
 * each text and its path under componentProps. Props that are not yet well formed are left for the checks to report.
 */
export function localizeComponentProps(
  name: string | undefined,
  props: Record<string, unknown>,
  resolve: (text: LocalText, path: string) => string,
): Record<string, unknown> {
  if (name !== 'members-table' || !Array.isArray(props.rowCounts)) return props;
  const rowCounts = props.rowCounts.map((limit: unknown, index) =>
    isRecord(limit) && isLocalText(limit.message) ? { ...limit, message: resolve(limit.message, `rowCounts.${index}.message`) } : limit,
  );
  return { ...props, rowCounts };
}
