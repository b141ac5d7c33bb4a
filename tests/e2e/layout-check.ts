/**
 * What a person sees on a page at a given width, checked the way they would find it: by looking
 * and tapping, not by reading the markup. The page hides its sideways overflow and the header is
 * fixed, so a control can be cut or off-screen without the document ever scrolling sideways; and
 * a control can be drawn yet covered by its neighbour, so a tap at its centre lands elsewhere.
 *
 *   await page.goto('/products');
 *   await checkLayout(page, { width: 360 });
 *
 * It fails, listing every problem, when:
 * - the page scrolls sideways (`scrollWidth > innerWidth`);
 * - any visible element reaches past the viewport's left or right edge, unless an ancestor that
 *   clips it lies inside the viewport (a picture cropped by its card);
 * - a visible link, button or field is not inside the viewport, or a tap at its centre (scrolled
 *   into view) reaches something that is neither it, inside it, nor inside its own <label>;
 * - a one-line field's placeholder, or the option a select shows, does not fit the field.
 * Inside a sideways scroller (an ancestor with overflow-x auto or scroll) or a carousel
 * (`[aria-roledescription=carousel]`) content lies off-screen by design, and is not checked;
 * text for screen readers only (clipped to nothing, as a skip link is until focused) neither.
 * Every screen it runs on is listed in layout-screens.ts.
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export interface LayoutCheckOptions {
  /** The viewport width to check at, in CSS pixels. */
  width: number;
  /** The viewport height; a phone's by default. */
  height?: number;
}

/** Sets the viewport (when it differs), then asserts the page has none of the problems above. */
export async function checkLayout(page: Page, { width, height = 740 }: LayoutCheckOptions) {
  const size = page.viewportSize();
  if (size?.width !== width || size.height !== height) {
    await page.setViewportSize({ width, height });
  }
  const problems = await layoutProblems(page);
  expect(problems, `what a person sees on ${page.url()} at ${width} px`).toEqual([]);
}

/** The problems, one line each, naming the element and where it is; empty when there are none. */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const vw = window.innerWidth;
    const vh = window.innerHeight;
    // Half a pixel either way: sub-pixel layout rounds.
    const slack = 0.5;

    const describe = (el: Element) => {
      const r = el.getBoundingClientRect();
      const name = (
        el.getAttribute('aria-label') ??
        el.getAttribute('placeholder') ??
        el.textContent ??
        ''
      )
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 50);
      const id = el.id ? `#${el.id}` : '';
      const where = `x ${Math.round(r.left)}–${Math.round(r.right)}, y ${Math.round(r.top)}–${Math.round(r.bottom)}`;
      return `<${el.tagName.toLowerCase()}${id}> "${name}" at ${where}`;
    };

    /** In a sideways scroller or a carousel, where off-screen content is by design. */
    const inScroller = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (a.getAttribute('aria-roledescription') === 'carousel') return true;
        const overflowX = getComputedStyle(a).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll') return true;
      }
      return false;
    };

    /**
     * Clipped away to nothing: the screen-reader-only pattern (clip-path inset(50%), or an
     * ancestor a pixel wide that hides its overflow, as the spam trap's box is).
     */
    const clippedAway = (el: Element) => {
      for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)')
          return true;
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const r = a.getBoundingClientRect();
        if (r.width <= 2 || r.height <= 2) return true;
      }
      return false;
    };

    /** Drawn, with some size: not display:none, hidden, transparent or clipped away. */
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      return (
        r.width > 2 &&
        r.height > 2 &&
        el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        !clippedAway(el)
      );
    };

    /** An ancestor short of <body> that clips el's overflow and itself lies inside the viewport. */
    const clippedInside = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        const clips = style.overflowX !== 'visible' || style.clipPath !== 'none';
        if (!clips) continue;
        const r = a.getBoundingClientRect();
        return r.left >= -slack && r.right <= vw + slack;
      }
      return false;
    };

    // 1. No sideways scroll.
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > vw) problems.push(`the page scrolls sideways: ${scrollWidth} px wide`);

    // 2. Nothing drawn past the left or right edge (the page hides its overflow, so no scroll
    //    would show it).
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.left >= -slack && r.right <= vw + slack) continue;
      if (!shown(el) || inScroller(el) || clippedInside(el)) continue;
      // Report the outermost offender only: its children would repeat it.
      const parent = el.parentElement;
      if (parent && parent !== document.body) {
        const p = parent.getBoundingClientRect();
        if ((p.left < -slack || p.right > vw + slack) && shown(parent) && !clippedInside(parent))
          continue;
      }
      problems.push(`past the viewport's edge: ${describe(el)}`);
    }

    // 3. Every visible control inside the viewport, and reached by a tap at its centre.
    const { scrollX, scrollY } = window;
    const controls = document.body.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [contenteditable=true]',
    );
    for (const el of controls) {
      if (!shown(el) || inScroller(el)) continue;
      // Scrolled to the middle, clear of the fixed header and the sticky bars.
      el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
      const r = el.getBoundingClientRect();
      const fitsHeight = r.height <= vh;
      if (
        r.left < -slack ||
        r.right > vw + slack ||
        (fitsHeight && (r.top < -slack || r.bottom > vh + slack))
      ) {
        problems.push(`control outside the viewport: ${describe(el)}`);
        continue;
      }
      // A link running over two lines is two boxes, and the middle of their union may be
      // beside both: tap the middle of its largest box.
      const box = [...el.getClientRects()].reduce((a, b) =>
        b.width * b.height > a.width * a.height ? b : a,
      );
      const x = box.left + box.width / 2;
      const y = Math.max(box.top, 0) + (Math.min(box.bottom, vh) - Math.max(box.top, 0)) / 2;
      const hit = document.elementFromPoint(x, y);
      // A styled checkbox or radio is drawn over by its label's box, and a tap there reaches it.
      const reached =
        hit !== null && (hit === el || el.contains(hit) || hit.closest('label')?.control === el);
      if (!reached) {
        problems.push(
          `a tap at the centre of ${describe(el)} reaches ${hit ? describe(hit) : 'nothing'}`,
        );
      }
    }
    window.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' });

    // 4. Text fields show their placeholder, and selects their option, uncut.
    const canvas = document.createElement('canvas').getContext('2d');
    const textWidth = (text: string, el: Element, pseudo?: string) => {
      if (!canvas) return 0;
      const style = getComputedStyle(el, pseudo);
      canvas.font = style.font || `${style.fontSize} ${style.fontFamily}`;
      return canvas.measureText(text).width;
    };
    const room = (el: HTMLElement) => {
      const style = getComputedStyle(el);
      return el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    };
    // A one-line field's placeholder, typed in as its value: a search field keeps room for
    // its clear button even while empty, which measuring the text alone does not see. A field
    // that refuses the text (a number field's placeholder of words) has it measured instead.
    for (const el of document.body.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
      if (!shown(el) || inScroller(el) || el.value !== '' || el.placeholder === '') continue;
      el.value = el.placeholder;
      const typed = el.value !== '';
      const cut = typed
        ? el.scrollWidth > el.clientWidth
        : textWidth(el.placeholder, el, '::placeholder') > room(el) + slack;
      el.value = '';
      if (cut) problems.push(`placeholder cut: ${describe(el)}`);
    }
    for (const el of document.body.querySelectorAll('select')) {
      if (!shown(el) || inScroller(el) || el.multiple) continue;
      const text = el.selectedOptions[0]?.text ?? '';
      const width = textWidth(text, el);
      // A native select draws its arrow inside the content box, about 20 px of it.
      const arrow = getComputedStyle(el).appearance === 'none' ? 0 : 20;
      if (width > room(el) - arrow + slack)
        problems.push(
          `select's choice cut (${Math.ceil(width)} px of text in ${Math.floor(room(el) - arrow)} px): ${describe(el)}`,
        );
    }
    return problems;
  });
}
