// PLACEHOLDER (issue 10, in progress this session): replaced by the helper that owns this route.
function Placeholder() {
  return null;
}

export { Placeholder as Component };
