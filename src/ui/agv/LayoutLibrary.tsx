import { useCallback, useEffect, useState } from 'react';
import './agv-table.css';
import { agvPack, type AgvPack, type PackLoad } from '../../packs/agv';
import { downloadText, unreadableFileName } from '../game/files';
import type { StorageFailure } from '../library/db';
import { PackDisabled } from '../packs/PackDisabled';
import { failureParams, LAYOUT_LIBRARY_WORDS } from './tableWords';
import { LayoutCard } from './LayoutCard';
import { LayoutFileInput } from './LayoutFileInput';
import { LayoutDeleteButton } from './LayoutDeleteButton';
import { listLayouts, type StoredLayout } from './layoutStorage';

const w = LAYOUT_LIBRARY_WORDS;

type Listing = { status: 'loading' } | { status: 'ready'; layouts: StoredLayout[] } | { status: 'failed'; failure: StorageFailure };

/** The A Great Victory! table layouts saved on this device, last changed first, on Home; and opening a layout file. */
export function LayoutLibrary({ load = agvPack() }: { load?: PackLoad<AgvPack> }) {
  const [listing, setListing] = useState<Listing>({ status: 'loading' });
  const refresh = useCallback(() => {
    void listLayouts().then((read) => setListing(read.ok ? { status: 'ready', layouts: read.value } : { status: 'failed', failure: read.failure }));
  }, []);
  useEffect(refresh, [refresh]);
  if (!load.ok) return <PackDisabled game="agv" error={load.error} />;
  const kinds = new Map(load.pack.file.features.map((f) => [f.id, f.type]));
  return (
    <section className="library agv-layouts" aria-labelledby="agv-layouts-title">
      <h2 id="agv-layouts-title">{w.heading}</h2>
      {listing.status === 'loading' && <p role="status">{w.loading}</p>}
      {listing.status === 'failed' && (
        <p className="field-error" role="alert">
          {w.readFailed(failureParams(listing.failure))}
        </p>
      )}
      {listing.status === 'ready' && listing.layouts.length === 0 && <p>{w.empty}</p>}
      {listing.status === 'ready' && listing.layouts.length > 0 && (
        <ul className="library-list">
          {listing.layouts.map((item) =>
            item.kind === 'layout' ? <LayoutCard key={item.entry.id} entry={item.entry} onChanged={refresh} /> : <DamagedLayoutCard key={item.id} item={item} onChanged={refresh} />,
          )}
        </ul>
      )}
      <LayoutFileInput kinds={kinds} />
    </section>
  );
}

/** A stored layout whose data cannot be read: kept, with its data to download and a delete. */
function DamagedLayoutCard({ item, onChanged }: { item: Extract<StoredLayout, { kind: 'unreadable' }>; onChanged: () => void }) {
  return (
    <li className="card library-game">
      <h3>{w.damagedTitle}</h3>
      <p>{w.damaged({ path: item.path, known: item.path !== '' })}</p>
      <div className="actions">
        <button type="button" onClick={() => downloadText(unreadableFileName(), item.raw)}>
          {w.download}
        </button>
        <LayoutDeleteButton id={item.id} title={w.damagedTitle} onDeleted={onChanged} />
      </div>
    </li>
  );
}
