// Placeholder until the MDL writer lands: writes nothing.
int main() { return 0; }
