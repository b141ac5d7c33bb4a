import { DocumentControl } from './document-control';
import { GroupControl } from './group-control';
import type { ControlProps } from './field-shell';
import { ImageControl } from './image-control';
import { ImageListControl } from './image-list-control';
import { ListControl } from './list-control';
import { RichTextControl } from './rich-text-control';
import { StringListControl } from './string-list-control';
import { ChoiceControl, TextControl } from './text-controls';
import { VideoControl } from './video-control';
import type { ImageListValue, PendingFile, Values } from './values';

/** The control for a field's kind. Values have the shapes `initialValues()` gives them. */
export function FieldControl(props: Omit<ControlProps<unknown>, 'error'>) {
  // The value's shape follows the kind (see values.ts); the switch is where that is known.
  const p: unknown = { ...props, error: props.errors[props.path] };
  switch (props.field.kind) {
    case 'text':
    case 'textarea':
    case 'email':
    case 'phone':
    case 'link':
      return <TextControl {...(p as ControlProps<string>)} />;
    case 'choice':
      return <ChoiceControl {...(p as ControlProps<string>)} />;
    case 'richText':
      return <RichTextControl {...(p as ControlProps<string>)} />;
    case 'image':
      return <ImageControl {...(p as ControlProps<string | PendingFile>)} />;
    case 'imageList':
      return <ImageListControl {...(p as ControlProps<ImageListValue>)} />;
    case 'video':
      return <VideoControl {...(p as ControlProps<string | PendingFile>)} />;
    case 'document':
      return <DocumentControl {...(p as ControlProps<string | PendingFile>)} />;
    case 'stringList':
      return <StringListControl {...(p as ControlProps<string[]>)} />;
    case 'list':
      return <ListControl {...(p as ControlProps<Values[]>)} />;
    case 'group':
      return <GroupControl {...(p as ControlProps<Values>)} />;
  }
}
