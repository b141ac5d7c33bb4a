/**
 * The rich-text editor's rules, matching the server's sanitiser (server/services/publishing/rich-text.ts):
 * links only with http, https, mailto or tel; inline images only as png, gif, jpeg, bmp or x-icon
 * data URLs.
 */
const LINK_PROTOCOL = /^(https?:|mailto:|tel:)/i;

export const isAllowedHref = (href: string) => LINK_PROTOCOL.test(href.trim());

/**
 * The address a link gets: allowed protocols as given, a bare domain as https, site paths as
 * they are; anything else (javascript:, data:, ftp:…) becomes a blank address.
 */
export function safeHref(raw: string): string {
  const href = raw.trim();
  if (isAllowedHref(href)) return href;
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  if (/^[\w-]+(\.[\w-]+)+([/?#].*)?$/.test(href)) return `https://${href}`;
  return '';
}

export const IMAGE_MIME = ['image/png', 'image/gif', 'image/jpeg', 'image/bmp', 'image/x-icon'];

/** `image/vnd.microsoft.icon` is how some systems label .ico files. */
export const isAllowedImageFile = (file: File) =>
  IMAGE_MIME.includes(file.type) || file.type === 'image/vnd.microsoft.icon';

export const isAllowedImageSrc = (src: string) =>
  /^data:image\/(png|gif|jpeg|bmp|x-icon);base64,/i.test(src) ||
  /^https?:\/\//i.test(src) ||
  src.startsWith('/media/');

export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(
        String(reader.result).replace(/^data:image\/vnd\.microsoft\.icon/, 'data:image/x-icon'),
      );
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the image'));
    reader.readAsDataURL(file);
  });
}
