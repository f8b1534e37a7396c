import { FILE_MAX_SIZE } from '../engine/index';
import type { WidgetProps } from '../lib/widget-contract';
import { UploadField } from './upload-field';

/** Any file up to 734003200 bytes unless the field narrows the types or the size. */
export function FileUpload(props: WidgetProps<File | null>) {
  const { accept, maxSize } = props.field.validation;
  return <UploadField {...props} accept={accept ?? []} maxSize={Math.min(maxSize ?? FILE_MAX_SIZE, FILE_MAX_SIZE)} thumbnail={false} />;
}
