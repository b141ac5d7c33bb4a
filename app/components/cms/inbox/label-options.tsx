/** One `<option>` per entry of a label map (the inbox's kinds or states), in its order. */
export function LabelOptions({ labels }: { labels: Readonly<Record<string, string>> }) {
  return Object.entries(labels).map(([value, text]) => (
    <option key={value} value={value}>
      {text}
    </option>
  ));
}
