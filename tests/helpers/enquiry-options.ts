/**
 * The enquiry set-up of a test app whose CVs and quote attachments go to a store of the test's
 * own: no mail server (nothing is sent) and no one to notify by default.
 */
import { createMailer } from '../../server/mail/mailer';
import type { FileStore } from '../../server/media/file-store';
import type { EnquiryOptions } from '../../server/services/enquiries/enquiry-mail';

export const enquiryOptions = (privateFiles: FileStore): EnquiryOptions => ({
  mailer: createMailer(undefined, 'website@localhost'),
  privateFiles,
  publicUrl: 'http://localhost',
  notifyDefault: [],
});
