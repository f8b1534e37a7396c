import { z } from 'zod';

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
                message: z.string(),
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
