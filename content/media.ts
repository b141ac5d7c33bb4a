/** An image as pages render it: its path under /media and its intrinsic size (no layout shift). */
export interface MediaImg {
  src: string;
  width: number;
  height: number;
}
