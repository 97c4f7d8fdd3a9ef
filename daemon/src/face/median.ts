/** The middle value (the mean of the two middle ones for an even count); at least one value. */
export const median = (xs: ArrayLike<number>): number => {
  const v = Float64Array.from(xs).sort(); // a typed array sorts by value
  const mid = v.length >> 1;
  return v.length % 2 ? (v[mid] as number) : ((v[mid - 1] as number) + (v[mid] as number)) / 2;
};
