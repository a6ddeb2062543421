/**
 * The deployed build at a screen's foot, for ops to see which one a player runs. The tag is the remote's own
 * (its deploy pipeline sets it at build time); none, nothing drawn.
 */
export function BuildTag({ tag }: { tag: string | undefined }) {
  return tag ? (
    <small
      data-testid="build-tag"
      css={{ display: 'block', padding: '0 12px 8px', fontSize: 11, opacity: 0.6 }}
    >
      {tag}
    </small>
  ) : null;
}
