export function BrandLogo() {
  return (
    <span className="brand">
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span className="brand__name">Chronodeck</span>
      <span className="brand__beta">beta</span>
    </span>
  );
}
