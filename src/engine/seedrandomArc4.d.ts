/** seedrandom's ARC4 module alone (the package index adds five other generators the engine never uses). */
declare module 'seedrandom/seedrandom' {
  import seedrandom from 'seedrandom';
  export default seedrandom;
}
