import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { benchJsonSchema } from './fields';
import type { Subject } from './subject';

export function createSubject(count: number): Subject {
  const schema: RJSFSchema = benchJsonSchema(count);
  return {
    // noHtml5Validate: otherwise the browser's own check of `required` stops the submit before rjsf validates.
    element: <Form schema={schema} validator={validator} liveValidate={false} noHtml5Validate />,
    checkMs: 0,
    errors: { listItem: '.errors li', fieldMessage: '.error-detail' },
  };
}
