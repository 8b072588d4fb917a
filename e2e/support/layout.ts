import { expect, type Page } from '@playwright/test';

/** A phone's screen (an iPhone's 390 × 844) and a laptop's (docs/testing.md). */
export const PHONE = { width: 390, height: 844 } as const;
export const LAPTOP = { width: 1280, height: 800 } as const;

/** The narrowest a data table's column may be (shared-ui's MIN_COLUMN_WIDTH, docs/product.md §3). */
const MIN_COLUMN_WIDTH = 80;

/**
 * What of the page does not fit its screen: a sideways scroll of the page, content of the main
 * region beyond the screen's right edge (unless a scrolling box of its own, such as a tab bar,
 * holds it), a data table's column under 80 px, a table scrolling sideways.
 */
export async function layoutFaults(page: Page): Promise<string[]> {
  return page.evaluate((minColumnWidth) => {
    const faults: string[] = [];
    const screenWidth = document.documentElement.clientWidth;
    const name = (element: Element) =>
      `<${element.tagName.toLowerCase()}> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    if (document.documentElement.scrollWidth > screenWidth)
      faults.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px in ${screenWidth} px`);
    /** Whether a box between the element and the main region scrolls or clips it on purpose. */
    const heldByScroller = (element: Element) => {
      for (let box = element.parentElement; box && box.tagName !== 'MAIN'; box = box.parentElement) {
        const overflow = getComputedStyle(box).overflowX;
        if (
          (overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden') &&
          box.getBoundingClientRect().right <= screenWidth + 0.5
        )
          return !box.classList.contains('MuiDataGrid-virtualScroller');
      }
      return false;
    };
    const shown = 'main :is(h1, h2, p, a, button, input, li, dt, dd, [role="columnheader"], [role="gridcell"])';
    for (const element of Array.from(document.querySelectorAll(shown))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.right > screenWidth + 0.5 && !heldByScroller(element)) faults.push(`${name(element)} ends at ${Math.round(box.right)} px`);
    }
    // A data table's (the grid's): a record's or a chart's table of figures may have a narrow number column.
    for (const header of Array.from(document.querySelectorAll('[role="grid"] [role="columnheader"]:not([data-field="__check__"])'))) {
      const { width } = header.getBoundingClientRect();
      if (width < minColumnWidth - 0.5) faults.push(`column ${name(header)} is ${Math.round(width)} px wide`);
    }
    for (const scroller of Array.from(document.querySelectorAll('.MuiDataGrid-virtualScroller'))) {
      if (scroller.scrollWidth > scroller.clientWidth + 1)
        faults.push(`a table scrolls sideways: ${scroller.scrollWidth} px in ${scroller.clientWidth} px`);
    }
    return faults;
  }, MIN_COLUMN_WIDTH);
}

/**
 * Expects the page to fit its screen (see {@link layoutFaults}); `where` names it in the failure.
 * Polls: after a change of the viewport React draws the new layout (cards for a grid, a stacked
 * filter bar) only once the media query has reported it, a frame or more later on a busy machine.
 */
export async function expectFitsScreen(page: Page, where: string): Promise<void> {
  await expect.poll(() => layoutFaults(page), { message: `${where} at ${page.viewportSize()?.width} px` }).toEqual([]);
}
