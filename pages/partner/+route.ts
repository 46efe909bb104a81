// https://vike.dev/route-string
/** The partner page keeps the address it has always had. */
export default '/xyz';
