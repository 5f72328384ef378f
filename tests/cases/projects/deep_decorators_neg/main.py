# EXPECT: none
# The collective sits seven calls deep (two user decorators, a nested jit) under an Explicit mesh a decorator sets.
from trainer import main

if __name__ == '__main__':
    main()
