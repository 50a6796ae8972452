/* The pictures of the later steps, one module loaded with them (see pictures.ts). */
export { PbsMap } from '../components/PbsMap';
export { ScoutingOddsPanel } from '../odds/ScoutingOddsPanel';
export { TableDiagram } from '../table/TableDiagram';
