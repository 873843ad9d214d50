export { isSliceUsed, mapInSlices, nextSlice, SLICE_MS } from './map-in-slices';
