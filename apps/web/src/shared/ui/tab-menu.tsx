interface TabMenuProps<T extends string> {
  label: string;
  tabs: readonly T[];
  selected: T;
  onSelect: (tab: T) => void;
  /** Visible name of each tab. */
  nameOf: (tab: T) => string;
  idPrefix: string;
  panelId: string;
}

/** The vertical tab list of the dashboards' side menus. */
export function TabMenu<T extends string>(props: TabMenuProps<T>) {
  const { label, tabs, selected, onSelect, nameOf, idPrefix, panelId } = props;
  return (
    <nav aria-label={label}>
      <ul role="tablist" aria-orientation="vertical" className="dashboard__tabs">
        {tabs.map((tab) => (
          <li key={tab} role="presentation">
            <button
              type="button"
              role="tab"
              id={`${idPrefix}-${tab}`}
              aria-selected={selected === tab}
              aria-controls={panelId}
              className="dashboard__tab"
              onClick={() => onSelect(tab)}
            >
              {nameOf(tab)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
