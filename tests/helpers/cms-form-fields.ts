/** Fields the CMS form's unit tests (app/components/cms/form) build their forms from. */
import type { FieldDescriptor } from '../../app/components/cms/descriptors';

/** The size the image fields ask uploads to fit. */
export const imageSize = { width: 900, height: 400 };

/** A list of models, each with a name and a photo: files nested in a list's entries. */
export const modelsField: FieldDescriptor = {
  name: 'models',
  kind: 'list',
  label: 'Models',
  itemLabel: 'Model',
  fields: [
    { name: 'name', kind: 'text', label: 'Name' },
    { name: 'photo', kind: 'image', label: 'Photo', size: imageSize },
  ],
};
