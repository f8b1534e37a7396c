import { IMAGE_MAX_SIZE, IMAGE_TYPES } from '../engine/index';
import type { WidgetProps } from '../lib/widget-contract';
import { UploadField } from './upload-field';

/** An image (SVG, PNG, JPG or GIF up to 10 MB unless the field narrows it) with a thumbnail. */
export function ImageUpload(props: WidgetProps<File | null>) {
  const { accept, maxSize } = props.field.validation;
  // The engine caps a field's maxSize at the type's limit; so does the widget.
  return <UploadField {...props} accept={accept ?? IMAGE_TYPES} maxSize={Math.min(maxSize ?? IMAGE_MAX_SIZE, IMAGE_MAX_SIZE)} thumbnail />;
}
