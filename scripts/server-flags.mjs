// Node flags of the app server, for `npm start` and the benches (which measure what it runs).
// A young generation of 8 MB semi-spaces instead of V8's 16 MB: under 10 connections of board reads
// and moves the peak memory drops from about 206 MB to 195 MB with no loss of throughput (measured
// on a 5,000-task board; 4 MB cost a fifth of the moves per second).
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=8"];
